// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../features/toast/Toaster';
import { clearToasts } from '../../testing/render';
import { shareLink } from './share';

const url = 'https://marquee.example/vehicles/42';
const title = '2021 BMW X5';

/** Sets (or with undefined, removes) one of navigator's properties for this test. */
function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true, writable: true });
}

async function share() {
  await act(() => shareLink(title, url));
}

const execCommand = vi.fn((_command: string) => true);

beforeEach(() => {
  clearToasts();
  render(<Toaster />);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
});

afterEach(() => {
  cleanup();
  execCommand.mockClear();
  setNavigator('share', undefined);
});

describe('Share on the vehicle page', () => {
  it("uses the native share sheet where there is one: 'Shared successfully!'", async () => {
    const nativeShare = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', nativeShare);
    setNavigator('clipboard', { writeText });

    await share();
    expect(nativeShare).toHaveBeenCalledWith({ title, url });
    expect(screen.getByText('Shared successfully!')).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the user closes the share sheet', async () => {
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });

    await share();
    expect(screen.queryByText('Shared successfully!')).toBeNull();
    expect(screen.queryByText(/Link copied/)).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("without navigator.share copies the link to the clipboard: 'Link copied to clipboard!'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });

    await share();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByText('Link copied to clipboard!')).toBeTruthy();
    expect(execCommand).not.toHaveBeenCalled();
  });

  it("when the clipboard refuses, falls back to a selection copy: 'Link copied!'", async () => {
    setNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });

    await share();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByText('Link copied!')).toBeTruthy();
    expect(screen.queryByText('Link copied to clipboard!')).toBeNull();
    // The helper field used for the copy is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('shows the link itself when no way of copying works', async () => {
    setNavigator('clipboard', undefined);
    execCommand.mockReturnValueOnce(false);

    await share();
    expect(screen.getByText('Copy this link to share')).toBeTruthy();
    expect(screen.getByText(url)).toBeTruthy();
  });
});
