/*
 * Visual effect: a short burst of dots in the brand colour where the reader clicks or taps.
 * Added to every page by plugins/opt-in-scripts only when VISUAL_EFFECTS=1 was set at build.
 * Entirely local (no request). It never gets in the way of the content:
 * - nothing happens while the reader prefers reduced motion (checked at each click);
 * - the canvas is fixed behind the page (z-index -1), transparent, `pointer-events: none` and
 *   hidden from assistive technology, so it never covers text or catches a click;
 * - it only draws for the 0.6 s after a click, then stops its animation loop.
 */
(function () {
  'use strict';
  var reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  var durationMs = 600;
  var canvas = null;
  var context = null;
  var particles = [];
  var running = false;

  function ensureCanvas() {
    if (canvas) return;
    canvas = document.createElement('canvas');
    canvas.className = 'visual-effects-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.style.cssText =
      'position:fixed;top:0;left:0;width:100vw;height:100vh;pointer-events:none;z-index:-1;';
    document.body.appendChild(canvas);
    context = canvas.getContext('2d');
    resize();
    window.addEventListener('resize', resize, {passive: true});
  }

  function resize() {
    var ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(window.innerWidth * ratio);
    canvas.height = Math.round(window.innerHeight * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
  }

  function brandColour() {
    var value = getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim();
    return value || '#4945ff';
  }

  function burst(x, y) {
    var colour = brandColour();
    var now = performance.now();
    for (var i = 0; i < 12; i += 1) {
      var angle = (Math.PI * 2 * i) / 12 + Math.random() * 0.4;
      var speed = 1.5 + Math.random() * 2;
      particles.push({x: x, y: y, vx: Math.cos(angle) * speed, vy: Math.sin(angle) * speed, born: now, colour: colour});
    }
    if (!running) {
      running = true;
      window.requestAnimationFrame(draw);
    }
  }

  function draw(now) {
    context.clearRect(0, 0, window.innerWidth, window.innerHeight);
    particles = particles.filter(function (particle) {
      return now - particle.born < durationMs;
    });
    particles.forEach(function (particle) {
      var age = (now - particle.born) / durationMs;
      particle.x += particle.vx;
      particle.y += particle.vy;
      context.globalAlpha = 1 - age;
      context.fillStyle = particle.colour;
      context.beginPath();
      context.arc(particle.x, particle.y, 3 * (1 - age) + 1, 0, Math.PI * 2);
      context.fill();
    });
    context.globalAlpha = 1;
    if (particles.length > 0) {
      window.requestAnimationFrame(draw);
    } else {
      running = false;
    }
  }

  document.addEventListener(
    'pointerdown',
    function (event) {
      if (reducedMotion.matches) return;
      ensureCanvas();
      burst(event.clientX, event.clientY);
    },
    {passive: true},
  );
})();
