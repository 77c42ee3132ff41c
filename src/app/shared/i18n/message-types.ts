import type { ReactNode } from 'react';
import type { Bilingual, Messages } from './catalogue';

/** What a message's placeholder takes. */
export type MessageValue = string | number;

/** What a rich message's placeholder takes: a value, or what a `<tag>…</tag>` of the message becomes. */
export type RichValue = MessageValue | ReactNode | ((chunks: ReactNode[]) => ReactNode);

/** Skips a formatted argument ("count, plural, one {…} other {…}}") and returns what follows its closing brace. */
type AfterArgument<S extends string, Depth extends unknown[] = []> = S extends `${infer Head}}${infer Tail}`
  ? Head extends `${string}{${infer Inner}`
    ? AfterArgument<`${Inner}}${Tail}`, [...Depth, unknown]>
    : Depth extends [unknown, ...infer Outer]
      ? AfterArgument<Tail, Outer>
      : Tail
  : '';

/** The names of an ICU message's arguments: "{name}" and "{count, plural, …}" (not those inside plural branches). */
export type Placeholders<S extends string> = S extends `${string}{${infer Rest}`
  ? Rest extends `${infer Name}}${infer Tail}`
    ? Name extends `${infer Argument},${string}`
      ? Argument | Placeholders<AfterArgument<Rest>>
      : Name | Placeholders<Tail>
    : never
  : never;

type SourceOf<M> = M extends Messages<infer T> ? T : never;

/** Every id of the given catalogues. */
export type MessageId<Ms extends readonly Messages[]> = { [K in keyof Ms]: keyof SourceOf<Ms[K]> & string }[number];

/** The ids under a prefix, the prefix taken off: a component's short names for its own messages. */
export type IdsUnder<Ms extends readonly Messages[], Prefix extends string> =
  MessageId<Ms> extends infer Id ? (Id extends `${Prefix}${infer Rest}` ? Rest : never) : never;

type TextOf<Ms extends readonly Messages[], Id extends string> = {
  [K in keyof Ms]: SourceOf<Ms[K]> extends Bilingual ? (Id extends keyof SourceOf<Ms[K]> ? SourceOf<Ms[K]>[Id]['vi'] | SourceOf<Ms[K]>[Id]['en'] : never) : never;
}[number];

/** The values argument a message needs: none without placeholders, all of its placeholders otherwise. */
export type ValuesOf<Text extends string> = [Placeholders<Text>] extends [never]
  ? [values?: Readonly<Record<string, MessageValue>>]
  // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- read before Text is known; a text's placeholders are its keys (use-t.test)
  : [values: Readonly<Record<Placeholders<Text>, MessageValue>> & Readonly<Record<string, MessageValue>>];

export interface Translate<Ms extends readonly Messages[]> {
  /** The message `id` in the reader's language; an unknown id or a missing placeholder value fails the typecheck. */
  <Id extends MessageId<Ms>>(id: Id, ...values: ValuesOf<TextOf<Ms, Id>>): string;
  /** Whether a text from elsewhere (a server's code, an older row) is one of these catalogues' ids. */
  has: (id: string) => id is MessageId<Ms>;
  /** A dynamic id (a type from the server, a recorded field name): its message if it has one, else `otherwise`. */
  ifKnown: (id: string, otherwise: string) => string;
  /** The message with its `<tag>…</tag>` parts given as elements (a visually hidden part, a link). */
  rich: (id: MessageId<Ms>, values: Readonly<Record<string, RichValue>>) => ReactNode;
}
