/**
 * The site's own tracking script, served at /tracking-scripts.js (spec §7). It sends a page view on
 * load and on every client-side navigation, and exposes window.asasTrack(name, properties) for
 * named events; a click on an element marked `data-track="name"` (and `data-track-placement`) sends
 * that event, so a link in a server component is counted without JavaScript of its own. It does nothing when the visitor asks not to be tracked (Do Not Track, Global
 * Privacy Control) or is a crawler. No cookie, no storage.
 */
export const TRACKER_SOURCE = `(function(w,d,n){
if(n.doNotTrack==="1"||w.doNotTrack==="1"||n.globalPrivacyControl===true)return;
if(/bot|crawl|spider|lighthouse/i.test(n.userAgent))return;
var last="";
function send(type,extra){
var body={t:type,p:location.pathname+location.search,r:d.referrer,l:d.documentElement.lang};
if(extra){for(var k in extra)body[k]=extra[k];}
var data=JSON.stringify(body);
if(w.fetch){fetch("/api/collect",{method:"POST",body:data,keepalive:true,credentials:"same-origin",headers:{"content-type":"application/json"}}).catch(function(){});return;}
if(n.sendBeacon)n.sendBeacon("/api/collect",new Blob([data],{type:"application/json"}));
}
function view(){var at=location.pathname+location.search;if(at===last)return;last=at;send("pageview");}
var push=history.pushState;
history.pushState=function(){var result=push.apply(this,arguments);setTimeout(view,0);return result;};
w.addEventListener("popstate",view);
w.asasTrack=function(name,properties){send("event",{n:String(name),d:properties||{}});};
w.addEventListener("click",function(e){var t=e.target,a=t&&t.closest&&t.closest("[data-track]");if(a)w.asasTrack(a.getAttribute("data-track"),{placement:a.getAttribute("data-track-placement")||""});},true);
view();
})(window,document,navigator);`;
