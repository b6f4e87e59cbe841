// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@contract/account';
import type { CurrentUser } from '@contract/api';
import { UploadFailure, type PhotoUploader } from '../../features/photos/photoUploader';
import { fakeFile } from '../../features/photos/testFiles';
import { clearToasts, jsonResponse, renderWithProviders, seller, stubFetch } from '../../testing/render';
import { sentBody, toastText } from './accountTesting';
import { ProfileSection } from './ProfileSection';

beforeEach(clearToasts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An uploader whose answer the test gives when it likes. */
function heldUploader() {
  let settle: { resolve: (url: string) => void; reject: (error: unknown) => void } | undefined;
  const uploader: PhotoUploader = {
    upload: vi.fn(() => new Promise<string>((resolve, reject) => (settle = { resolve, reject }))),
  };
  return {
    uploader,
    answer: (url: string) => act(async () => settle?.resolve(url)),
    fail: (error: unknown) => act(async () => settle?.reject(error)),
  };
}

function renderProfile(user: CurrentUser, uploader: PhotoUploader) {
  const fetch = stubFetch((url, init) =>
    url === '/api/user' && init?.method === 'PATCH'
      ? jsonResponse({ ...user, ...(JSON.parse(String(init.body)) as object) })
      : undefined,
  );
  renderWithProviders(<ProfileSection user={user} uploader={uploader} />, { user });
  return fetch;
}

const photoShown = () => screen.queryByRole('img', { name: 'Your profile photo' })?.getAttribute('src');
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const saveButton = () => screen.getByRole('button', { name: /Save profile|Saving/ }) as HTMLButtonElement;

describe('the profile photo', () => {
  it('shows the chosen file while it uploads, then the uploaded photo, which Save keeps', async () => {
    const { uploader, answer } = heldUploader();
    const fetch = renderProfile(seller, uploader);
    expect(photoShown()).toBeUndefined();

    choose('Upload photo', fakeFile('me.jpg'));
    expect(screen.getByText('Uploading photo...')).toBeTruthy();
    expect(photoShown()).toMatch(/^blob:/);
    expect(saveButton().disabled).toBe(true);

    await answer('/media/profile-photos/me-1600.webp');
    expect(photoShown()).toBe('/media/profile-photos/me-1600.webp');
    expect(screen.getByText('Save to keep this photo.')).toBeTruthy();
    expect(screen.getByLabelText('Change photo')).toBeTruthy();

    fireEvent.click(saveButton());
    await waitFor(() => expect(toastText()).toContain(accountMessages.profileSaved));
    expect(sentBody(fetch, '/api/user')).toEqual({ profileImageUrl: '/media/profile-photos/me-1600.webp' });
    expect(screen.queryByText('Save to keep this photo.')).toBeNull();
  });

  it('removes the photo with Remove and Save (profileImageUrl null)', async () => {
    const fetch = renderProfile(
      { ...seller, profileImageUrl: '/media/profile-photos/old-1600.webp' },
      heldUploader().uploader,
    );
    expect(photoShown()).toBe('/media/profile-photos/old-1600.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(photoShown()).toBeUndefined();
    expect(screen.getByText('Save to remove your photo.')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(toastText()).toContain(accountMessages.profileSaved));
    expect(sentBody(fetch, '/api/user')).toEqual({ profileImageUrl: null });
  });

  it('toasts a failed upload as the listing form does, and keeps the photo there was', async () => {
    const { uploader, fail } = heldUploader();
    renderProfile({ ...seller, profileImageUrl: '/media/profile-photos/old-1600.webp' }, uploader);
    choose('Change photo', fakeFile('huge.jpg'));
    await fail(new UploadFailure('invalid', 'File size must be less than 10MB'));
    expect(toastText()).toContain('Upload Error');
    expect(toastText()).toContain('Failed uploads: huge.jpg: File size must be less than 10MB');
    expect(photoShown()).toBe('/media/profile-photos/old-1600.webp');
    expect(saveButton().disabled).toBe(false);
  });
});
