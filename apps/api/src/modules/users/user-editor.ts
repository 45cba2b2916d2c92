import type { Editor } from '@portal/domain/users/user-rules';
import type { RequestContext } from '../../context/request-context';
import type { Visibility } from '../../context/visibility';

/** The request's user as user maintenance's rules see an editor. */
export const editorOf = (ctx: RequestContext, visibility: Visibility): Editor => ({
  userType: ctx.userType,
  privileges: ctx.privileges,
  flags: ctx.flags,
  userId: ctx.user.id,
  hospitalIds: visibility.hospitalIds,
  allHospitals: visibility.seesEveryHospital,
});
