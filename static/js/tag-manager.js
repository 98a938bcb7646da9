/*
 * Google Tag Manager loader. Added to every page by plugins/opt-in-scripts only when
 * GTM_CONTAINER_ID was set at build, with the container id in `data-container-id`; otherwise no
 * page references this file. It starts the data layer, then loads the container from the vendor
 * (www.googletagmanager.com), as Google's own snippet does.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var containerId = script && script.getAttribute('data-container-id');
  if (!containerId || !/^GTM-[A-Z0-9]+$/.test(containerId)) return;

  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({'gtm.start': Date.now(), event: 'gtm.js'});

  var loader = document.createElement('script');
  loader.async = true;
  loader.src = 'https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(containerId);
  document.head.appendChild(loader);
})();
