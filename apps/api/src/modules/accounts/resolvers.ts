import { requireViewer } from '../../context.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { changePassword } from './change-password.ts';
import { checkEmailExists } from './check-email-exists.ts';
import { checkPhoneExists } from './check-phone-exists.ts';
import { createAccount } from './create-account.ts';
import { listDemoOutbox } from './list-demo-outbox.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { saveNotificationToken } from './save-notification-token.ts';
import { sendEmailCode } from './send-email-code.ts';
import { sendPhoneCode } from './send-phone-code.ts';
import { updateProfile } from './update-profile.ts';
import { verifyPhone } from './verify-phone.ts';
import { verifyResetCode } from './verify-reset-code.ts';

export const accountsResolvers: Resolvers = {
  Mutation: {
    emailExist: (_parent, { email }, ctx) => checkEmailExists({ ...ctx, email }),
    sendOtpToEmail: (_parent, { email }, ctx) => sendEmailCode({ ...ctx, email }),
    createUser: (_parent, input, ctx) => createAccount({ ...ctx, input }),
    sendOtpToPhoneNumber: async (_parent, { phone }, ctx) =>
      sendPhoneCode({ ...ctx, user: await requireViewer(ctx), phone }),
    verifyPhoneOtp: async (_parent, { phone, otp }, ctx) =>
      verifyPhone({ ...ctx, user: await requireViewer(ctx), phone, otp }),
    forgotPassword: (_parent, { email }, ctx) => requestPasswordReset({ ...ctx, email }),
    verifyResetOtp: (_parent, { email, otp }, ctx) => verifyResetCode({ ...ctx, email, otp }),
    resetPassword: (_parent, { password, resetToken }, ctx) =>
      resetPassword({ ...ctx, password, resetToken }),
    updateUser: async (_parent, input, ctx) =>
      updateProfile({ db: ctx.db, user: await requireViewer(ctx), input }),
    changePassword: async (_parent, { oldPassword, newPassword }, ctx) =>
      changePassword({ ...ctx, user: await requireViewer(ctx), oldPassword, newPassword }),
    saveNotificationTokenWeb: async (_parent, { token }, ctx) =>
      saveNotificationToken({ db: ctx.db, user: await requireViewer(ctx), token }),
  },
  Query: {
    phoneExist: (_parent, { phone }, ctx) => checkPhoneExists({ ...ctx, phone }),
    demoOutbox: (_parent, { recipient }, ctx) => listDemoOutbox({ ...ctx, recipient }),
  },
};
