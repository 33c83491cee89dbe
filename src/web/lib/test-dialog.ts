/**
 * For unit tests of modal dialogs: jsdom has no showModal or close on <dialog>; here they only open and close it,
 * which is all a test of what the dialog shows and sends needs. (Journeys use Chromium's own.)
 */
export function allowModalDialogs() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}
