import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { idParam, idParams } from '../validation/id-param.ts';
import { safeText } from '../validation/safe-text.ts';

const t = messages.staff;

/** The roles an organizer gives to the people who help them (the owner's is not given, it comes with the event). */
/** An event role (or 'admin') as staff read it: 'Punto de venta', 'Organizador'…; an unknown one as it is. */
export function staffRoleLabel(role: string): string {
  const labels: Record<string, string> = messages.manage.roles;
  return labels[role] ?? role;
}

export const assignableStaffRoles = ['pointOfSale', 'clientManager', 'organizerManager'] as const;
export type AssignableStaffRole = (typeof assignableStaffRoles)[number];

/** An account's e-mail as staff type it to authorise someone (also an organizer's team). */
export const staffEmailSchema = safeText({ error: t.invalidEmail })
  .trim()
  .toLowerCase()
  .min(3, t.invalidEmail)
  .max(254, t.invalidEmail)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, t.invalidEmail);

/** Who the event goes to: an account's e-mail. */
export const transferOwnershipSchema = z.object({ email: staffEmailSchema });

export const addStaffSchema = z.object({
  email: staffEmailSchema,
  role: z.enum(assignableStaffRoles, { error: t.chooseRole }),
});
export type AddStaff = z.infer<typeof addStaffSchema>;

export const staffMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'organizerManager', 'clientManager', 'pointOfSale']),
  since: z.string(),
  invitedBy: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(assignableStaffRoles),
  invitedAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const eventStaffSchema = z.object({ members: z.array(staffMemberSchema), invitations: z.array(staffInvitationSchema) });
export type EventStaffList = z.infer<typeof eventStaffSchema>;

/** 'ok' → 'Agregado exitosamente' (an account with that address got the role); 'invited' → a mail went out. */
export const addStaffAnswerSchema = z.object({ status: z.enum(['ok', 'invited']), message: z.string(), staff: eventStaffSchema });

export const staffMemberParams = idParams.extend({ userId: safeText().min(1).max(100) });
export const staffInvitationParams = idParams.extend({ invitationId: idParam });
export const invitationTokenParams = z.object({ token: safeText().min(20).max(100) });

/** What the invitation page shows before accepting. */
export const invitationViewSchema = z.object({
  eventName: z.string(),
  role: z.enum(assignableStaffRoles),
  email: z.string(),
  status: z.enum(['open', 'accepted', 'expired', 'revoked']),
});

export const platformStaffSchema = z.object({
  events: z.array(z.object({ id: z.number().int(), name: z.string(), date: z.string(), status: z.string(), members: z.array(staffMemberSchema), invitations: z.number().int() })),
});
export type PlatformStaff = z.infer<typeof platformStaffSchema>;
