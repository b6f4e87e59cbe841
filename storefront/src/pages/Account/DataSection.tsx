import { buttonClass } from '../../ui/buttonStyles';
import { FormSection } from '../../ui/FormSection';

/** The server's export of everything the account holds, sent as a file to save (Content-Disposition: attachment). */
const EXPORT_URL = '/api/user/export';

/** Your data: a copy to download. A plain link: same origin, so the session cookie goes with it. */
export function DataSection() {
  return (
    <FormSection
      title="Your data"
      description="A copy of your profile, your listings, saved cars and searches, and the cars you viewed, as a JSON file you can keep or take elsewhere."
    >
      <a href={EXPORT_URL} download className={buttonClass('outline', 'md', 'w-full sm:w-auto')}>
        Download my data
      </a>
    </FormSection>
  );
}
