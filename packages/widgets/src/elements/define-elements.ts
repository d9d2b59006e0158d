// Entry of the widget bundle (widgets.js / widgets.mjs): defines <find-branch> and <request-quote>.
// The request-quote dialog's code is a separate file loaded on first open (request-quote-modal.mjs).
import './find-branch/define';
import './request-quote/define';
