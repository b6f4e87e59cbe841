import { toast } from '../../features/toast/toastStore';

/** The old way to copy, for browsers without the async clipboard (or without permission to use it). */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * Share a vehicle: the native share sheet where there is one ('Shared successfully!'),
 * otherwise copy the link ('Link copied to clipboard!'), with a fallback copy ('Link copied!').
 */
export async function shareLink(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      toast({ title: 'Shared successfully!' });
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied to clipboard!' });
    return;
  } catch {
    // No clipboard permission (or no async clipboard): fall back below.
  }
  if (copyWithSelection(url)) toast({ title: 'Link copied!' });
  else toast({ title: 'Copy this link to share', description: url });
}
