import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedPosts, SAVED_POSTS_KEY, savedPost, toggleBookmark, toggleLike, writeSavedPosts } from './saved-posts.ts';

describe('savedPosts', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    localStorage.clear();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('is empty when nothing is stored', () => {
    expect(readSavedPosts()).toEqual({});
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads back what it wrote, keyed by listing id', () => {
    writeSavedPosts({ a: { likes: 1, bookmarked: false }, b: { likes: 0, bookmarked: true } });
    expect(JSON.parse(localStorage.getItem(SAVED_POSTS_KEY)!)).toEqual({ a: { likes: 1, bookmarked: false }, b: { likes: 0, bookmarked: true } });
    expect(readSavedPosts()).toEqual({ a: { likes: 1, bookmarked: false }, b: { likes: 0, bookmarked: true } });
  });

  it.each([['{not json'], ['[1,2]'], ['"text"'], ['42'], ['null']])('ignores the malformed value %s with a warning, not an error', (text) => {
    localStorage.setItem(SAVED_POSTS_KEY, text);
    expect(readSavedPosts()).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the well-formed entries and drops the others with one warning', () => {
    localStorage.setItem(
      SAVED_POSTS_KEY,
      JSON.stringify({
        good: { likes: 1, bookmarked: true },
        half: { bookmarked: true },
        bad: { likes: 'many' },
        worse: 7,
        negative: { likes: -1, bookmarked: false },
      }),
    );
    expect(readSavedPosts()).toEqual({ good: { likes: 1, bookmarked: true }, half: { likes: 0, bookmarked: true } });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('survives a storage that refuses to be read or written', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(readSavedPosts(refusing)).toEqual({});
    expect(() => writeSavedPosts({ a: { likes: 1, bookmarked: false } }, refusing)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Could not store the saved posts.');
  });

  it('toggles a like between 0 and 1: above 0 it decrements, otherwise it increments', () => {
    const once = toggleLike({}, 'a');
    expect(savedPost(once, 'a')).toEqual({ likes: 1, bookmarked: false });
    const twice = toggleLike(once, 'a');
    expect(savedPost(twice, 'a')).toEqual({ likes: 0, bookmarked: false });
    // Back at the defaults: the entry is dropped, not stored as zeros.
    expect(twice).toEqual({});
    // A larger stored count (spec: "if likes is above 0 it decrements").
    expect(savedPost(toggleLike({ a: { likes: 3, bookmarked: false } }, 'a'), 'a').likes).toBe(2);
  });

  it('toggles a bookmark without touching the like or the other posts', () => {
    const start = { a: { likes: 1, bookmarked: false }, b: { likes: 1, bookmarked: true } };
    const next = toggleBookmark(start, 'a');
    expect(next).toEqual({ a: { likes: 1, bookmarked: true }, b: { likes: 1, bookmarked: true } });
    expect(start.a.bookmarked).toBe(false);
    expect(toggleBookmark(toggleBookmark({}, 'c'), 'c')).toEqual({});
  });

  it('removes the key when nothing is saved any more', () => {
    writeSavedPosts({ a: { likes: 1, bookmarked: false } });
    writeSavedPosts({});
    expect(localStorage.getItem(SAVED_POSTS_KEY)).toBeNull();
  });
});
