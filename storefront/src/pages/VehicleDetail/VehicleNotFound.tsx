import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';

/** A vehicle that does not exist or is not published. */
export function VehicleNotFound() {
  usePageTitle('Vehicle Not Found');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Vehicle Not Found</h1>
      <p className="mt-4 text-muted">The vehicle you're looking for doesn't exist.</p>
      <Link to="/search" className={buttonClass('primary', 'md', 'mt-8')}>
        Browse Vehicles
      </Link>
    </div>
  );
}
