import { describe, expect, it } from 'vitest';
import type { LocatedBranch } from './api-types';
import { createLocalBranchStore, localBranchKey, ZIP_CODE_KEY } from './local-branch';
import { memoryStorage } from './storage';
import { aBranch } from './testing/branches';

describe('local branch store ({product}_zip_code, {product}_local_branch)', () => {
  it('uses the keys zip_code and {product}_local_branch', () => {
    const storage = memoryStorage();
    const store = createLocalBranchStore(storage, 'liftline');
    const branch: LocatedBranch = aBranch();
    store.saveZip('60601');
    store.saveBranch(branch);
    expect(ZIP_CODE_KEY).toBe('zip_code');
    expect(localBranchKey('liftline')).toBe('liftline_local_branch');
    expect(storage.getItem('zip_code')).toBe('60601');
    expect(JSON.parse(storage.getItem('liftline_local_branch') ?? 'null')).toEqual(branch);
    expect(store.load()).toEqual({ zip: '60601', branch });
  });

  it('keeps products apart', () => {
    const storage = memoryStorage();
    createLocalBranchStore(storage, 'a').saveBranch(aBranch({ city: 'Chicago' }));
    expect(createLocalBranchStore(storage, 'b').load().branch).toBeNull();
  });

  it('reads corrupt or foreign JSON as nothing saved', () => {
    const store = createLocalBranchStore(
      memoryStorage({ liftline_local_branch: '{not json', zip_code: '60601' }),
      'liftline',
    );
    expect(store.load()).toEqual({ zip: '60601', branch: null });
    const other = createLocalBranchStore(
      memoryStorage({ liftline_local_branch: '{"foo":1}' }),
      'liftline',
    );
    expect(other.load().branch).toBeNull();
  });
});
