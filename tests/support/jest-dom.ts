import '@testing-library/jest-dom';

// jsdom has <dialog> but not its modal API; this stands in for the browser's, for every component test.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function closeDialog(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};
