import { useEffect } from 'react';
import { Notification, useNotify } from 'react-admin';
import { setAnnouncer } from './redirect';

/**
 * react-admin's notification area, which also voices the auth layer's refusals: the authProvider has no access
 * to React, and react-admin itself stays silent when a check fails for a signed-out user.
 */
export function AccessNotification() {
  const notify = useNotify();
  useEffect(() => {
    setAnnouncer((message) => notify(message, { type: 'error' }));
    return () => setAnnouncer(null);
  }, [notify]);
  return <Notification />;
}
