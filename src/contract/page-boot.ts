/**
 * The one inline script of a server-rendered page, which the server's Content-Security-Policy
 * allows by its sha256 (plugins/security.ts) and the page writes as it is (web/server/document.ts):
 * both sides must agree on its exact text, so it lives here.
 *
 * Why it exists: the page is drawn by the server and works without its scripts (links are links),
 * so on a slow phone the picture that fills the screen comes first and the app's JavaScript after
 * it, instead of sharing the network with it. It waits until the page's largest picture
 * (`img[fetchpriority=high]`, preloaded from the head) is decoded and the next frame drawn — or 3 s
 * at most, or one frame on a page without one — then asks for the page's chunks (data-chunks) and
 * the entry (data-src), as the head's <script type="module"> and <link rel="modulepreload"> did.
 * Plain ES5, no module: it runs in whatever browser opens the page.
 */
export const PAGE_BOOT_SCRIPT =
  '(function(d){var s=d.currentScript,done=0;' +
  'function go(){if(done)return;done=1;' +
  "(s.getAttribute('data-chunks')||'').split(' ').forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});" +
  "var m=d.createElement('script');m.type='module';m.src=s.getAttribute('data-src');d.head.appendChild(m)}" +
  'function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'var h=d.querySelector(\'img[fetchpriority="high"]\');' +
  'if(h&&h.decode&&!(h.complete&&h.naturalWidth)){h.decode().then(painted,painted);setTimeout(go,3000)}else painted()' +
  '})(document)';
