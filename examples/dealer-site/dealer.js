// The dealer's own script: listens to the widgets' events (no inline script: the page's CSP).
const status = document.getElementById('dealer-status');

document.addEventListener('quote-submitted', (event) => {
  const { receipt } = event.detail;
  if (status) status.textContent = status.dataset.thanks.replace('{reference}', receipt.reference);
});

document.addEventListener('branch-change', (event) => {
  const { branch, zip_code } = event.detail;
  document.documentElement.dataset.branch = `${branch.city}, ${branch.state} (${zip_code})`;
});
