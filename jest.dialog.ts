/**
 * jsdom has `<dialog>` but not `showModal()` / `close()`. This stands in for the browser's part that the
 * components rely on: `open`, focus moving in (the first `autofocus` or focusable element), Escape as a
 * cancelable `cancel` event on the topmost open dialog, and `close`. The trap and the inert page are the
 * browser's; the browser suite covers them.
 */
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]';

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
    (target ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = Array.from(document.querySelectorAll('dialog[open]')).pop();
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) {
      (top as HTMLDialogElement).close();
    }
  });
}
