import type { Metadata } from 'next';
import { Breadcrumbs, titleOf } from '@/components/ui/Breadcrumbs';
import { pageMetadata } from '@/components/layout/site';
import { LEAGUE_URL } from '@/components/layout/SiteFooter';
import type { Breadcrumb } from '@/lib/league/types';
import styles from '@/components/ui/Prose.module.css';

const crumbs: Breadcrumb[] = [{ label: 'Privacy policy' }];

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: titleOf(crumbs),
    description:
      'What personal information the NSW Junior Chess League keeps about players and school coordinators, and how to have it hidden or deleted.',
    path: '/privacy-policy',
  });
}

export default function PrivacyPolicyPage() {
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={crumbs} />
      <article className={styles.prose}>
        <h1>Privacy policy</h1>
        <p className={styles.lead}>
          The NSW Junior Chess League keeps a small amount of personal information so that students can play
          in its competitions, receive a rating and win prizes. This page explains what we keep, why, and how
          to have it hidden or removed.
        </p>

        <h2>What we collect about players</h2>
        <p>For each player we may hold:</p>
        <ul>
          <li>the player&apos;s name;</li>
          <li>date of birth;</li>
          <li>postal address;</li>
          <li>an email address of the player or of a parent;</li>
          <li>a phone number;</li>
          <li>the school the player attends.</li>
        </ul>
        <p>
          We use it to enter players and school teams in competitions, to work out age groups and grades, to
          calculate chess ratings, to publish results and to award prizes. We do not sell it or give it to
          anyone for marketing.
        </p>

        <h2>What we collect about schools and coordinators</h2>
        <p>
          When a school coordinator asks to enter a competition through this website, we keep the
          school&apos;s details and the name, title, role, email address and mobile number of each coordinator
          named on the request, along with the number of teams and any comments. We use them to organise the
          draw, send the school its invoice and contact the coordinators about matches. We also note the
          internet address the request came from, to help us stop misuse of the form.
        </p>

        <h2>Results by email</h2>
        <p>
          A parent who asks for a school&apos;s results by email gives us an email address. We keep only the
          address, the school, how often results are wanted and when the address was confirmed, and use them
          only to send those results. Nothing is sent until the address is confirmed from the first message,
          and an address not confirmed within a week is deleted. Every message has a link to stop them;
          stopping deletes the address.
        </p>

        <h2>What is published</h2>
        <p>
          Draws, results and finals on this website show school and team names. Results may also be used to
          calculate player ratings. The league&apos;s inter-schools administration site, where entries and
          results are managed, is protected by a password and is open only to league officials and school
          coordinators.
        </p>

        <h2>Hiding or deleting information</h2>
        <p>
          A parent, or the school&apos;s chess coordinator, may ask the league at any time to suppress a
          player&apos;s personal information, so that it is kept but not shown, or to delete it altogether.
        </p>
        <p>
          Please note that once a player&apos;s information is deleted, the league can no longer link that
          player to their games. The player may then not receive a rating and may not be eligible for prizes.
        </p>
        <p>
          To make a request, or to ask what we hold, contact the league through its website at{' '}
          <a href={LEAGUE_URL}>www.nswjcl.org.au</a>.
        </p>

        <h2>This website and your browser</h2>
        <p>
          This website sets no advertising or tracking cookies and uses no outside analytics service. To work
          smoothly it keeps the address of the page you last visited and the current season in your
          browser&apos;s own storage, where only this website can read it. If a page fails, the address of the
          page and a technical description of the fault are sent to our server so that we can fix it; nothing
          else about you is sent.
        </p>
      </article>
    </main>
  );
}
