import { describe, expect, it } from 'vitest';
import {
  clearAllDrafts,
  draftKey,
  draftKeys,
  finishDraft,
  readDraft,
  resumeDraft,
  writeDraft,
} from '../../../src/lib/drafts';

describe('drafts (sessionStorage)', () => {
  it('keeps changed values per form and record, never passwords, and notes files it cannot keep', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    writeDraft(draftKey('stores', 's1'), {
      businessName: 'Corner Bakery',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      businessImage: { rawFile: file, src: 'blob:x', title: 'photo.png' },
      video: file,
    });
    const draft = readDraft('stores:s1');
    expect(draft?.values).toEqual({ businessName: 'Corner Bakery' });
    expect(draft?.files).toEqual(['businessImage', 'video']);
    expect(JSON.stringify(sessionStorage)).not.toContain('Secret@123');
    expect(draftKey('agents')).toBe('agents:new');
  });

  it('an empty change set removes the draft; finished drafts are not written back until resumed', () => {
    const key = draftKey('users', 'u1');
    writeDraft(key, { fullName: 'A' });
    writeDraft(key, {});
    expect(readDraft(key)).toBeUndefined();
    writeDraft(key, { fullName: 'B' });
    finishDraft(key);
    writeDraft(key, { fullName: 'B' });
    expect(readDraft(key)).toBeUndefined();
    resumeDraft(key);
    writeDraft(key, { fullName: 'C' });
    expect(readDraft(key)?.values).toEqual({ fullName: 'C' });
  });

  it('lists drafts by scope and a deliberate logout clears them all', () => {
    writeDraft('weeklyData:r1', { city: 'X' }, { page: 2 });
    writeDraft('weeklyData:r2', { city: 'Y' });
    writeDraft('users:u1', { tagLine: 'Z' });
    sessionStorage.setItem('unrelated', '1');
    expect(draftKeys('weeklyData:').sort()).toEqual(['weeklyData:r1', 'weeklyData:r2']);
    expect(readDraft('weeklyData:r1')?.meta).toEqual({ page: 2 });
    clearAllDrafts();
    expect(draftKeys()).toEqual([]);
    expect(sessionStorage.getItem('unrelated')).toBe('1');
  });

  it('a corrupt stored draft reads as none', () => {
    sessionStorage.setItem('draft:users:u9', '{not json');
    expect(readDraft('users:u9')).toBeUndefined();
  });
});
