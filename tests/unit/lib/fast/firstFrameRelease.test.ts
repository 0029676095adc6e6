import { afterEach, describe, expect, it } from 'vitest';
import { releaseFirstFrame } from '../../../../src/lib/fast/firstFrameRelease';

afterEach(() => {
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
});
