/**
 * Fixes to the copy of Decap's bundle (dist/decap-cms.js) that the site serves, for bugs of decap-cms 3.16.3
 * that no configuration or extension point reaches.
 *
 * An image field shows its picture through getAsset: the first call starts reading the file and returns an
 * empty placeholder; only a call after the file is read returns the picture. The field (withFileControl.js's
 * Image) calls it again only when it is given a new getAsset function, and decap-cms-core 3.19.1 gives the
 * form one function per collection (EditorControl.js, stable.getBoundedAsset, memoized since "feat: optimize
 * editor control components and widgets"), so every existing picture stayed a placeholder. Without the
 * memoization, EditorControl, which updates when the file has been read (isLoadingAsset), hands the field a
 * new function, and the field asks again. The grid view's cards work the same way (EntryCard.js, one function
 * per entry), but a sorted collection's entries are new objects at every update of the store, and every
 * collection whose cards show a picture is sorted (by order); cms.spec.ts checks both. Upstream: decap-cms
 * #7099 ("Images not loading in editor"), fixed by #7111 in 2024 and back since that memoization; it is closed,
 * so drop this fix once a release shows the pictures without it.
 *
 * An upload is stored as the editor chose it: Decap's own processing (media_processing) takes JPEG, PNG and WebP
 * only, lets every other file through untouched (HEIC, PDF, SVG...), enlarges small pictures, and refuses
 * nothing; it has no hook for uploads (its events are the entry's; decap-cms #1322, "Image validation", closed
 * without one, is the nearest upstream request). The media library's handlePersist
 * (decap-cms-core's MediaLibrary.js, where the field's max_file_size is checked) hands the file to the site's
 * window.CMS_ACCEPT_UPLOAD first (cms/admin/upload.js), with the picture field the library was opened from, and
 * stores what it returns: the file made fit, or nothing when it refused it. Without that function the bundle
 * stores the file as before.
 *
 * Each fix replaces text that must occur exactly once in the bundle: after an upgrade, the build stops and
 * names the fix that no longer applies. Check whether the new version still has the bug (cms.spec.ts
 * shows every picture), and drop the fix or write it for the new bundle.
 */
import { OutputChanged } from "../../lib/output-changed";

interface DecapFix {
  /** What the fix makes work, for the build's error. */
  name: string;
  from: string;
  to: string;
}

export const DECAP_FIXES: DecapFix[] = [
  {
    name: "the form's image fields show their picture",
    from: "getBoundedAsset:Tu()(e=>(t,n)=>{",
    to: "getBoundedAsset:(e=>(t,n)=>{",
  },
  {
    // In handlePersist: `o` is the field (undefined from the Media page), `a` the input's files, `s` the one stored.
    name: "an upload is made fit (or refused) by the site before Decap stores it",
    from: 's=[...a][0],l=r.get("max_file_size");',
    to:
      "s=window.CMS_ACCEPT_UPLOAD?await window.CMS_ACCEPT_UPLOAD([...a][0],{field:o}):[...a][0]," +
      'l=r.get("max_file_size");if(!s){e.target.value=null;return}',
  },
];

/** The bundle with every fix made; `file` names it in the error when a fix's text is not there exactly once. */
export function fixDecap(bundle: string, file: string): string {
  return DECAP_FIXES.reduce((text, { name, from, to }) => {
    const found = text.split(from).length - 1;
    if (found !== 1) {
      throw new OutputChanged(
        "Content manager",
        file,
        `single copy of the text the fix "${name}" replaces (it has ${found})`,
      );
    }
    return text.replace(from, () => to);
  }, bundle);
}
