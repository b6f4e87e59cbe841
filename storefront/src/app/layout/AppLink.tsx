import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { isServerPath } from '../../lib/serverRoutes';

/**
 * Router links that know which paths belong to the server (the admin console, /api/login): those get a full
 * page load instead of client-side routing, which would show the 404 screen.
 */
export function AppLink(props: ComponentProps<typeof Link>) {
  return <Link reloadDocument={isServerPath(String(props.to))} {...props} />;
}

export function AppNavLink(props: ComponentProps<typeof NavLink>) {
  return <NavLink reloadDocument={isServerPath(String(props.to))} {...props} />;
}
