/**
 * The profile an account edits itself: names, phone, photo and whether saved cars' price cuts are emailed. The photo must be one the account uploaded (the
 * upload pipeline's `secure_url`): another user's photo would be kept from the clean-up forever, and an outside
 * address would be fetched by every page that shows it.
 */
import type { Payload, TypedUser } from 'payload';
import type { AccountUpdate } from '../../../contract/account.ts';
import type { User } from '../../payload/payload-types.ts';
import { InvalidInputError } from '../errors.ts';
import { withAccountLocked } from './accountLock.ts';

export const NOT_YOUR_PHOTO = 'Upload the photo first: the profile photo must be one of your own uploads';

export async function updateProfile(payload: Payload, user: TypedUser, profile: AccountUpdate): Promise<User> {
  const photo = profile.profileImageUrl;
  if (photo && photo !== user.profileImageUrl) {
    const { totalDocs } = await payload.count({
      collection: 'media',
      where: { and: [{ secureUrl: { equals: photo } }, { owner: { equals: user.id } }] },
      overrideAccess: true,
    });
    if (totalDocs === 0) {
      throw new InvalidInputError(NOT_YOUR_PHOTO, [{ path: 'profileImageUrl', message: NOT_YOUR_PHOTO }]);
    }
  }
  return withAccountLocked(
    payload,
    user.id,
    (req) => payload.update({ collection: 'users', id: user.id, data: profile, req, user, overrideAccess: false }),
    user,
  );
}
