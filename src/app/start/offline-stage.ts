// A stage of the app's start (main.tsx): Dexie and the offline layer.
export { getRememberedForm } from '#offline/index';
