import { brand, phoneHref } from '@contract/brand';
import { buttonClass, type ButtonVariant } from '../../ui/buttonStyles';
import { MessageIcon, PhoneIcon } from '../../ui/icons';

/** Call and text buttons for the provider phone (Financing, FAQ, the vehicle page's contact panel). */
export function ContactButtons({ variant = 'primary', className }: { variant?: ButtonVariant; className?: string }) {
  return (
    <div className={className}>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(13rem,1fr))] gap-3">
        <a href={phoneHref('tel')} className={buttonClass(variant, 'md')}>
          <PhoneIcon className="size-4" />
          Call {brand.phoneDisplay}
        </a>
        <a href={phoneHref('sms')} className={buttonClass('outline', 'md')}>
          <MessageIcon className="size-4" />
          Text {brand.phoneDisplay}
        </a>
      </div>
      <p className="mt-2 text-xs text-muted">{brand.phoneAvailability}</p>
    </div>
  );
}
