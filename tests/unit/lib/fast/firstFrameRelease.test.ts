import { afterEach, describe, expect, it } from 'vitest';
import { holdBarForRows, releaseBar } from '../../../../src/lib/fast/barAfterRows';
import {
  frameBarShown,
  releaseFirstFrame,
  releaseFrameBar,
} from '../../../../src/lib/fast/firstFrameRelease';

afterEach(() => {
  releaseBar();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('releaseFirstFrame', () => {
  it('removes the frame and the CSS that showed it, and keeps the styles Emotion took', () => {
    document.head.innerHTML =
      '<style data-emotion="css-global">body{margin:0}</style>' +
      '<style data-emotion="css-global k9">body{background:#fafafa}</style>' +
      '<style data-emotion="css a1 b2">.css-a1{color:red}</style>' +
      '<style id="first-frame-style">#first-frame{display:block}</style>';
    document.body.innerHTML = '<div id="root"></div><div id="first-frame"><h1>Users</h1></div>';
    releaseFirstFrame();
    expect(document.getElementById('first-frame')).toBeNull();
    expect(document.getElementById('first-frame-style')).toBeNull();
    // A global Emotion hydrated (its name gone from the attribute) stays; one it did not take
    // (another theme's) goes; the page's rules stay.
    const left = [...document.head.querySelectorAll('style')].map((style) => style.dataset.emotion);
    expect(left).toEqual(['css-global', 'css a1 b2']);
  });

  it("while the app bar waits for the rows, keeps only the frame's bar, without its title's id; the app's bar takes it", () => {
    document.head.innerHTML = '<style id="first-frame-style">#first-frame{display:block}</style>';
    document.body.innerHTML =
      '<div id="root"></div><div id="first-frame"><div><span>skip</span><div><header><h6 id="react-admin-title">Users</h6>' +
      '</header><main><h1>Users</h1></main></div><nav>Menu</nav></div></div>';
    // The screen's own page without the frame's leftover: a second release changes nothing.
    releaseFrameBar();
    expect(document.getElementById('first-frame')).not.toBeNull();
    holdBarForRows();
    releaseFirstFrame({ underBar: true });
    const frame = document.getElementById('first-frame');
    expect(frame?.dataset.barOnly).toBe('');
    // No room of its own (the app's screen shows under it), the bar still in it.
    expect(frame?.style.height).toBe('0px');
    expect(frame?.style.overflow).toBe('hidden');
    expect(frame?.querySelector('header')).not.toBeNull();
    // Nothing else of the frame is left in the page (a search for its heading finds the app's).
    expect(frame?.querySelector('main')).toBeNull();
    expect(frame?.textContent).toBe('Users');
    // The app's page title looks for the app's own bar by this id.
    expect(document.getElementById('react-admin-title')).toBeNull();
    expect(document.getElementById('first-frame-style')).toBeNull();
    releaseFrameBar();
    expect(document.getElementById('first-frame')).toBeNull();
  });

  it('with no bar waiting (a screen other than a list, or the bar already there), removes the whole frame', () => {
    document.body.innerHTML =
      '<div id="first-frame"><div><header>bar</header><main>Dashboard</main></div></div>';
    releaseFirstFrame();
    expect(document.getElementById('first-frame')).toBeNull();
  });
});

describe('frameBarShown', () => {
  it('is true only while the shown frame, with its app bar, is in the page', () => {
    document.body.innerHTML = '<div id="first-frame"><div><header>Users</header><main></main></div></div>';
    expect(frameBarShown()).toBe(true);
    // The chooser removed every frame the page did not show; the sign-in card's has no app bar.
    document.body.innerHTML = '<div id="first-frame"></div>';
    expect(frameBarShown()).toBe(false);
    document.body.innerHTML = '<div id="first-frame"><div><main>Admin Login</main></div></div>';
    expect(frameBarShown()).toBe(false);
    document.body.innerHTML = '';
    expect(frameBarShown()).toBe(false);
  });
});
