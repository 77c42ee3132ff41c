// A stage of the app's start (main.tsx): React Aria's shared hooks (its locale is read at load).
export { Button } from '#app/shared/ui/button';
