/** A profile photo is shown in an <img> on every page: a web address (http or https) or one of our own photos. */
import type { Validate } from 'payload';
import { isHttpUrl } from '../../../../contract/listingRules.ts';

export const PROFILE_IMAGE_MESSAGE = 'The profile photo must be an http(s) address or a photo uploaded here';

export const validateProfileImageUrl: Validate<string> = (value) => {
  if (value === undefined || value === null || value === '') return true;
  const ownPhoto = /^\/media\/[\w./-]+$/.test(value) && !value.includes('..');
  return ownPhoto || isHttpUrl(value) ? true : PROFILE_IMAGE_MESSAGE;
};
