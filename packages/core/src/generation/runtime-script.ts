// The small script injected into every presentation. It runs in a sandboxed, opaque-origin frame
// and talks to the viewer only through postMessage: readiness, chart status, chart repair on
// request, printing (on request, or when opened with #print in a new window), and time spent on each
// top-level section (for analytics).
// Plain ES5-compatible syntax (a subset of ES2017), no dependencies, never throws.
import { scriptJson } from '../document/escape';

export const RUNTIME_MARKER_ATTRIBUTE = 'data-pitchcraft-runtime';
export const RUNTIME_MESSAGE_SOURCE = 'pitchcraft';
export const VIEWER_MESSAGE_SOURCE = 'pitchcraft-viewer';

/** Messages the runtime posts to the parent (all carry `source: 'pitchcraft'`). */
export type TRuntimeMessage =
  | { source: 'pitchcraft'; type: 'ready'; bodyLength: number }
  | {
      source: 'pitchcraft';
      type: 'charts';
      chartScripts: number;
      chartLoaded: boolean;
      charts: number;
    }
  | { source: 'pitchcraft'; type: 'charts-fixed'; count: number }
  | { source: 'pitchcraft'; type: 'section'; name: string; visibleMs: number };

/** Messages the viewer may send into the frame. */
export type TViewerMessage =
  | { source: 'pitchcraft-viewer'; type: 'fix-charts' }
  | { source: 'pitchcraft-viewer'; type: 'print' };

const RUNTIME_TEMPLATE = `(function(){try{
var w=window,d=document;if(w.__pitchcraftRuntime)return;w.__pitchcraftRuntime=1;
var P=w.parent,SRC=__CHART_SRC__;
function post(m){try{m.source='pitchcraft';P.postMessage(m,'*')}catch(e){}}
function safe(f){return function(){try{return f.apply(this,arguments)}catch(e){}}}
function now(){var p=w.performance;return p&&p.now?p.now():Date.now()}
function bodyLength(){var b=d.body;return b?String(b.innerText||b.textContent||'').trim().length:0}
var ready=safe(function(){post({type:'ready',bodyLength:bodyLength()})});
function chartCode(){var o=[],s=d.getElementsByTagName('script');for(var i=0;i<s.length;i++){if(!s[i].src&&/new\\s+Chart\\s*\\(/.test(s[i].text||''))o.push(s[i])}return o}
function chartCount(){var C=w.Chart,n=C&&C.instances;return n?Object.keys(n).length:0}
var charts=safe(function(){post({type:'charts',chartScripts:Math.max(d.getElementsByTagName('canvas').length,chartCode().length),chartLoaded:typeof w.Chart!=='undefined',charts:chartCount()})});
var polls=0,timer=0;
function poll(){if(timer)return;charts();timer=setInterval(function(){charts();if(++polls>=10)clearInterval(timer)},1000)}
function rerun(){var list=chartCode(),da=d.addEventListener,wa=w.addEventListener,ol=w.onload;
function soon(orig){return function(t,f){if((t==='DOMContentLoaded'||t==='load')&&typeof f==='function'){try{f.call(this,{type:t})}catch(e){}return}return orig.apply(this,arguments)}}
d.addEventListener=soon(da);w.addEventListener=soon(wa);
try{list.forEach(function(s){try{var n=d.createElement('script');n.text='{'+s.text+'\\n}';s.parentNode.replaceChild(n,s)}catch(e){}})}
finally{d.addEventListener=da;w.addEventListener=wa}
if(w.onload!==ol&&typeof w.onload==='function'){try{w.onload({type:'load'})}catch(e){}}}
var fixing=false;
function fixed(){post({type:'charts-fixed',count:chartCount()})}
function fix(){if(typeof w.Chart!=='undefined'){fixed();return}if(fixing)return;fixing=true;
var s=d.createElement('script');s.src=SRC;
s.onload=function(){setTimeout(function(){fixing=false;try{rerun()}catch(e){}fixed()},500)};
s.onerror=function(){fixing=false;fixed()};(d.head||d.documentElement).appendChild(s)}
w.addEventListener('message',safe(function(e){var m=e.data;if(e.source!==P||!m||m.source!=='pitchcraft-viewer')return;
if(m.type==='fix-charts')fix();else if(m.type==='print')w.print()}));
var inView={},since={},acc={};
function nameOf(s){var h=s.querySelector('h2');return String(s.id||(h&&h.textContent)||'section').replace(/\\s+/g,' ').trim().slice(0,60)}
function stop(k,t){if(since[k]!=null){acc[k]=(acc[k]||0)+(t-since[k]);since[k]=null}}
var flush=safe(function(pause){var t=now(),k;for(k in since){if(since[k]!=null){stop(k,t);if(!pause)since[k]=t}}
for(k in acc){var ms=Math.round(acc[k]);if(ms>0)post({type:'section',name:k,visibleMs:ms})}acc={}});
function resume(){var t=now();for(var k in inView){if(inView[k]&&since[k]==null)since[k]=t}}
function track(){var IO=w.IntersectionObserver;if(!IO)return;
var io=new IO(safe(function(es){var t=now();es.forEach(function(en){var k=nameOf(en.target);inView[k]=en.isIntersecting;
if(en.isIntersecting){if(since[k]==null&&d.visibilityState!=='hidden')since[k]=t}else stop(k,t)})}),{rootMargin:'-30% 0px -30% 0px'});
var all=d.querySelectorAll('section');for(var i=0;i<all.length;i++){var p=all[i].parentElement;if(!(p&&p.closest&&p.closest('section')))io.observe(all[i])}
setInterval(function(){flush(false)},5000);
d.addEventListener('visibilitychange',safe(function(){if(d.visibilityState==='hidden')flush(true);else resume()}));
w.addEventListener('pagehide',function(){flush(true)})}
var started=false;
var start=safe(function(){ready();if(started)return;started=true;poll();track()});
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',start);else start();
w.addEventListener('load',safe(function(){start();setTimeout(ready,1500);if(w.location.hash==='#print')setTimeout(function(){w.print()},1000)}));
if(d.readyState==='complete')setTimeout(ready,1500);
}catch(e){}})();`;

/** The runtime with Chart.js loaded from `${assetBase}/assets/chart.umd.js` when charts need fixing. */
export function buildRuntimeScript(assetBase = ''): string {
  const src = scriptJson(`${assetBase}/assets/chart.umd.js`);
  return RUNTIME_TEMPLATE.replace('__CHART_SRC__', () => src);
}

/** The runtime for root-relative assets. */
export const PITCHCRAFT_RUNTIME_SCRIPT = buildRuntimeScript();

/** The runtime as the `<script>` element repairs inject. */
export function runtimeScriptTag(assetBase = ''): string {
  return `<script ${RUNTIME_MARKER_ATTRIBUTE}>${buildRuntimeScript(assetBase)}</script>`;
}
