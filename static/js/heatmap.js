/*
 * Heatmap tracker loader (Hotjar). Added to every page by plugins/opt-in-scripts only when
 * HEATMAP_SITE_ID was set at build, with the site id in `data-site-id`; otherwise no page
 * references this file. It defines the tracker's command queue, then loads the tracker from
 * the vendor (static.hotjar.com).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var siteId = script && script.getAttribute('data-site-id');
  if (!siteId || !/^\d+$/.test(siteId)) return;

  window.hj =
    window.hj ||
    function () {
      (window.hj.q = window.hj.q || []).push(arguments);
    };
  window._hjSettings = {hjid: Number(siteId), hjsv: 6};

  var tracker = document.createElement('script');
  tracker.async = true;
  tracker.src = 'https://static.hotjar.com/c/hotjar-' + siteId + '.js?sv=6';
  document.head.appendChild(tracker);
})();
