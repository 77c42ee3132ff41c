import { z } from 'zod';

/** Per-user sharing of a form (SPEC 3, 6): 1 editor (may change the design), 2 viewer (reads it and its answers). */
export const FormPermission = { Editor: 1, Viewer: 2 } as const;
export const formPermissionSchema = z.union([z.literal(1), z.literal(2)]);
export type FormPermissionValue = z.infer<typeof formPermissionSchema>;

/** What the current user may do with a form: the owner (or an administrator) owns it. */
export const formAccessSchema = z.enum(['owner', 'editor', 'viewer']);
export type FormAccess = z.infer<typeof formAccessSchema>;

export const sharedUserSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  permission: formPermissionSchema,
});
export type SharedUser = z.infer<typeof sharedUserSchema>;
