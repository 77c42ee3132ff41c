// A stage of the app's start (main.tsx): the answers' and the form design's schemas, built at load.
export { answersSchema } from '#core/answers';
