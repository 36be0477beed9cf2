import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Likes and bookmarks a visitor keeps on their own device (spec §4): localStorage `savedPosts`,
 * a map keyed by listing id → {likes, bookmarked}. Nothing here runs during render: a page reads
 * it in an effect after hydration (the server has no local storage).
 */
export interface SavedPost {
  likes: number;
  bookmarked: boolean;
}
export type SavedPosts = Readonly<Record<string, SavedPost>>;

export const SAVED_POSTS_KEY = 'savedPosts';

const NONE: SavedPost = { likes: 0, bookmarked: false };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where the browser refuses it (blocked cookies, some private modes). */
function defaultStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function toSavedPost(value: unknown): SavedPost | null {
  if (!isPlainObject(value)) return null;
  const { likes = 0, bookmarked = false } = value;
  if (typeof likes !== 'number' || !Number.isFinite(likes) || likes < 0 || typeof bookmarked !== 'boolean') return null;
  return { likes: Math.floor(likes), bookmarked };
}

/**
 * The stored map. A malformed value (not JSON, not a map, or an entry of the wrong shape) is
 * ignored with a warning — never an error, never a crash (spec §5).
 */
export function readSavedPosts(store: Store | null = defaultStore()): SavedPosts {
  let text: string | null;
  try {
    text = store?.getItem(SAVED_POSTS_KEY) ?? null;
  } catch {
    return {};
  }
  if (text === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    console.warn('Ignoring the saved posts: the stored value is not valid JSON.');
    return {};
  }
  if (!isPlainObject(parsed)) {
    console.warn('Ignoring the saved posts: the stored value is not a map of posts.');
    return {};
  }
  const posts: Record<string, SavedPost> = {};
  let skipped = 0;
  for (const [id, value] of Object.entries(parsed)) {
    const post = toSavedPost(value);
    if (post) posts[id] = post;
    else skipped += 1;
  }
  if (skipped) console.warn(`Ignoring ${skipped} malformed saved post(s).`);
  return posts;
}

/** Stores the map; a full or refused storage only loses the change (a warning, not an error). */
export function writeSavedPosts(posts: SavedPosts, store: Store | null = defaultStore()): void {
  try {
    if (Object.keys(posts).length) store?.setItem(SAVED_POSTS_KEY, JSON.stringify(posts));
    else store?.removeItem(SAVED_POSTS_KEY);
  } catch {
    console.warn('Could not store the saved posts.');
  }
}

export const savedPost = (posts: SavedPosts, id: string): SavedPost => posts[id] ?? NONE;

/** An entry back at its defaults is dropped, so the map only holds what the visitor chose. */
function withPost(posts: SavedPosts, id: string, post: SavedPost): SavedPosts {
  const { [id]: _old, ...rest } = posts;
  return post.likes > 0 || post.bookmarked ? { ...rest, [id]: post } : rest;
}

/** Spec §4, feed variant: if likes is above 0 it decrements, otherwise it increments (0 ↔ 1). */
export function toggleLike(posts: SavedPosts, id: string): SavedPosts {
  const post = savedPost(posts, id);
  return withPost(posts, id, { ...post, likes: post.likes > 0 ? post.likes - 1 : post.likes + 1 });
}

export function toggleBookmark(posts: SavedPosts, id: string): SavedPosts {
  const post = savedPost(posts, id);
  return withPost(posts, id, { ...post, bookmarked: !post.bookmarked });
}

/**
 * The saved posts as React state: empty on the server and in the first browser render (so both
 * agree), read from storage after hydration, written back on every change, and kept in step with
 * other tabs.
 */
export function useSavedPosts(): [SavedPosts, (change: (posts: SavedPosts) => SavedPosts) => void] {
  const [posts, setPosts] = useState<SavedPosts>({});
  const current = useRef(posts);
  const show = useCallback((next: SavedPosts) => {
    current.current = next;
    setPosts(next);
  }, []);
  useEffect(() => {
    show(readSavedPosts());
    const onStorage = (e: StorageEvent) => {
      if (e.key === SAVED_POSTS_KEY || e.key === null) show(readSavedPosts());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [show]);
  const update = useCallback(
    (change: (posts: SavedPosts) => SavedPosts) => {
      const next = change(current.current);
      writeSavedPosts(next);
      show(next);
    },
    [show],
  );
  return [posts, update];
}
