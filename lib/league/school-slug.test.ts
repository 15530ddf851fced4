import { isSchoolSlug, schoolSlug } from './school-slug';

describe('schoolSlug', () => {
  it.each([
    ['Darcy Road', 'darcy-road'],
    ['Darcy Road Public School', 'darcy-road'],
    ["St Mary's Primary School Dubbo", 'st-marys-dubbo'],
    ["St Mary's Dubbo", 'st-marys-dubbo'],
    ['Sydney Grammar School St Ives Preparatory', 'sydney-grammar-st-ives'],
    ['Sydney Grammar St Ives', 'sydney-grammar-st-ives'],
    ["Coogee Boys' Prep", 'coogee-boys'],
    ['Mudgee High School', 'mudgee-high'],
    ['Dubbo College - South Campus', 'dubbo-college-south-campus'],
    ['  Émanuel   School ', 'emanuel'],
    ['Public School', 'public-school'],
  ])('%s → %s', (name, slug) => {
    expect(schoolSlug(name)).toBe(slug);
    expect(isSchoolSlug(slug)).toBe(true);
  });

  it('keeps the words that tell two schools of one town apart', () => {
    expect(schoolSlug('Kyogle High School')).not.toBe(schoolSlug('Kyogle Public School'));
    expect(schoolSlug('Sydney Grammar')).not.toBe(schoolSlug('Sydney Grammar Edgecliff'));
  });

  it('makes an address every time a name has a letter or digit, however long or odd', () => {
    for (const name of [
      'a '.repeat(200),
      'x'.repeat(300),
      'Darcy Road <script>window.__xss=1</script>',
      "O'Connor ${alert(1)}{{constructor}}",
    ]) {
      expect(isSchoolSlug(schoolSlug(name))).toBe(true);
    }
    expect(schoolSlug('学校')).toBe('');
  });

  it('refuses what a slug never is', () => {
    for (const text of ['', 'Darcy-Road', 'darcy--road', '-darcy', 'darcy road', '../etc', 'a'.repeat(121)])
      expect(isSchoolSlug(text)).toBe(false);
  });
});
