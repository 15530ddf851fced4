import { publicInvitation, type Invitation } from '@/lib/league/invitation';
import { schoolInfoSchema } from './contract';
import { invitationFromContract, schoolInfoOf } from './invitation';

describe('what an invitation link answers', () => {
  const invitation: Invitation = {
    hash: '99a3daecf0aae047e5b00712b9e067ad',
    mode: 'metropolitan_primary',
    school: {
      name: 'Carlingford',
      address: 'a',
      suburb: 's',
      state: 'NSW',
      postcode: '2000',
      phone: '0255500001',
      fax: '',
      locationOfChessRoom: '',
    },
    alreadySubmitted: false,
    coordinators: [
      {
        hash: 'h',
        firstName: 'Taylor',
        lastName: 'Demo',
        title: 'Miss',
        type: 'Teacher',
        email: 't@example.org',
        mobile: '0491570158',
      },
    ],
  };

  it("names last year's coordinators until the school has applied", () => {
    expect(publicInvitation(invitation).coordinators).toEqual(invitation.coordinators);
    expect(publicInvitation({ ...invitation, alreadySubmitted: true })).toEqual({
      ...invitation,
      alreadySubmitted: true,
      coordinators: [],
    });
  });

  it("goes out in the contract's shape and comes back the same", () => {
    const answer = schoolInfoOf(invitation);
    expect(answer).toEqual({
      result: 1,
      school_info: {
        name: 'Carlingford',
        address: 'a',
        suburb: 's',
        state: 'NSW',
        postcode: '2000',
        phone: '0255500001',
        fax: '',
        location_of_chess_room: '',
        hash: invitation.hash,
        metro_code: '1',
        competition_code: '2',
        competition_mode: 'metropolitan_primary',
        already_submitted: false,
      },
      coordinators: [
        {
          hash: 'h',
          first_name: 'Taylor',
          last_name: 'Demo',
          title: 'Miss',
          type: 'Teacher',
          email: 't@example.org',
          mobile: '0491570158',
        },
      ],
    });
    expect(schoolInfoSchema.parse(answer)).toEqual(answer);
    expect(invitationFromContract(answer)).toEqual(invitation);
    expect(schoolInfoOf(null)).toEqual({ result: 0, school_info: null, coordinators: [] });
    expect(invitationFromContract(schoolInfoOf(null))).toBeNull();
  });
});
