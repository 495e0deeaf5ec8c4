// Loads the app only after the first frame has painted: the prerendered page never waits for JavaScript.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main');
  }, 0);
});
