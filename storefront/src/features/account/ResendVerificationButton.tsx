import { buttonClass, type ButtonSize, type ButtonVariant } from '../../ui/buttonStyles';
import { useResendVerification } from './useResendVerification';

/** Sends the verification link again; the answer (sent, already verified, too many tries) is toasted. */
export function ResendVerificationButton({
  label = 'Resend link',
  variant = 'outline',
  size = 'sm',
  className,
}: {
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const resend = useResendVerification();
  return (
    <button
      type="button"
      disabled={resend.isPending}
      onClick={() => resend.mutate()}
      className={buttonClass(variant, size, className)}
    >
      {resend.isPending ? 'Sending...' : label}
    </button>
  );
}
