import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '../../lib/lazyComponent';
import { CarouselSkeleton } from './CarouselSkeleton';

const VehicleCarousel = lazyComponent(() =>
  import('./VehicleCarousel').then((module) => ({ default: module.VehicleCarousel })),
);

/**
 * The carousel as its own chunk: cards bring the photo module and its contract code, which the first paint of the
 * home page does not need. Until the chunk arrives the same skeleton as while loading shows, so nothing moves.
 */
export function LazyVehicleCarousel(props: ComponentProps<typeof VehicleCarousel>) {
  const count = props.placeholders || Math.min(props.vehicles.length, 6);
  return (
    <Suspense fallback={<CarouselSkeleton count={count} label={props.label} />}>
      <VehicleCarousel {...props} />
    </Suspense>
  );
}
