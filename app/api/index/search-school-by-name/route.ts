import { getLeagueSource } from '@/lib/source';
import { HttpError, clientIp, checkPlainText, handle, ok, readJsonObject, tooMany } from '@/lib/api/http';
import { checkRate } from '@/lib/api/rate-limit';
import { contractSchoolDetails } from '@/lib/league-api/invitation';

/** The school fields the form fills in when a name is picked (store or league API); never a coordinator's details. */
export async function POST(request: Request) {
  return handle(async () => {
    const { schoolname } = await readJsonObject(request);
    if (typeof schoolname !== 'string' || !schoolname.trim() || schoolname.length > 200) {
      throw new HttpError(400, 'schoolname must be a school name of 1 to 200 characters.');
    }
    checkPlainText('schoolname', schoolname);
    const rate = await checkRate('lookups', clientIp(request.headers));
    if (!rate.ok) return tooMany(rate);
    const school = await getLeagueSource().searchSchoolByName(schoolname);
    if (!school) throw new HttpError(404, 'No school of that name.');
    return ok(contractSchoolDetails(school));
  });
}
