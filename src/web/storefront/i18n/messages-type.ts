import type * as en from './en.ts';

type Widen<T> = T extends string ? (string extends T ? string : T extends `${string}` ? string : T) : T;

/** What every language's dictionary exports: en.ts's names, each with its type (texts as string). */
export type Messages = { [K in keyof typeof en]: K extends 'lang' | 'prefix' ? (typeof en)[K] : Widen<(typeof en)[K]> };
