/* global document */
// The 750-px rem layout (docs/product.md §9), set before first paint: a classic script in <head>, because
// the CSP allows same-origin scripts only (no inline script). main.tsx keeps it in step afterwards.
(function (doc) {
  var width = Math.min(doc.documentElement.clientWidth || 375, 750);
  doc.documentElement.style.fontSize = (100 * width) / 750 + 'px';
})(document);
