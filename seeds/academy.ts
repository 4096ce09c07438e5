import { seedRows } from '@/shared/db/mutate'
import {
  TOTAL_STEPS,
  type AcademyCategory,
  type CourseRow,
  type ProgressRow,
  type StepRow,
} from '@/shared/schemas/academy'
import { DEMO_USER_ID } from './core'
import type { Seeder } from './types'
import { CATEGORY_TITLES, COURSE_TRANSLATIONS, STEP_CONTENT, STEP_TRANSLATIONS } from './academy-i18n'

const CATEGORIES = [
  { title: 'Web', slug: 'web' },
  { title: 'Firebase', slug: 'firebase' },
  { title: 'Cloud', slug: 'cloud' },
  { title: 'Android', slug: 'android' },
]

type Draft = {
  title: string
  description: string
  category: string
  duration: number
  featured?: boolean
  step?: number
  done?: number
}

/** 18 courses: web 7, firebase 4, cloud 4, android 3; 2 featured; the demo user is part-way through some. */
const COURSES: Draft[] = [
  {
    title: 'Modern React Fundamentals',
    description: 'Components, state and effects: the basics of building interfaces with React',
    category: 'web',
    duration: 30,
    featured: true,
    step: 3,
    done: 2,
  },
  {
    title: 'TypeScript from Zero',
    description: 'A first course in TypeScript: types, generics and a safer codebase',
    category: 'web',
    duration: 60,
    featured: true,
    step: 5,
    done: 3,
  },
  {
    title: 'Quick Settings Tiles on Android',
    description: 'Step by step guide to adding your own Quick Settings tiles',
    category: 'android',
    duration: 120,
    step: 10,
    done: 1,
  },
  {
    title: 'Realtime Chat with Firebase',
    description: 'Build a small chat app that updates live with Firebase',
    category: 'firebase',
    duration: 30,
    step: 4,
    done: 3,
  },
  {
    title: 'Keeping Sensitive Data Safe on Android',
    description: 'Learn how to store secrets, keys and personal data safely',
    category: 'android',
    duration: 45,
    step: 6,
  },
  {
    title: 'APIs at Scale with an API Gateway',
    description: 'Put a gateway in front of your services: keys, quotas and monitoring',
    category: 'cloud',
    duration: 90,
    step: 6,
  },
  {
    title: 'Offline-first Apps with Service Workers',
    description: 'Step by step guide to apps that keep working without a network',
    category: 'web',
    duration: 120,
  },
  {
    title: 'Serverless Functions for Firebase',
    description: 'Beginners guide to writing, testing and deploying cloud functions',
    category: 'firebase',
    duration: 45,
    step: 3,
    done: 1,
  },
  {
    title: 'Building a gRPC Service',
    description: 'Design a service contract and serve it over gRPC',
    category: 'cloud',
    duration: 30,
    done: 1,
  },
  {
    title: 'Querying Public Data with BigQuery',
    description: 'Dive into large public data sets with plain SQL',
    category: 'cloud',
    duration: 60,
  },
  {
    title: 'User Management with Firebase Auth',
    description: 'Sign-up, sign-in and profiles for your users with Firebase Auth',
    category: 'firebase',
    duration: 90,
  },
  {
    title: 'Accessible Forms that Everyone Can Use',
    description: 'Labels, errors and keyboard support done right',
    category: 'web',
    duration: 45,
  },
  {
    title: 'CSS Layout with Grid and Flexbox',
    description: 'The layout tools of modern CSS and when to use which',
    category: 'web',
    duration: 90,
    step: 8,
    done: 2,
  },
  {
    title: 'Firebase for Android Developers',
    description: 'Beginners guide to Firebase on Android',
    category: 'android',
    duration: 45,
  },
  {
    title: 'Web Performance Budgets',
    description: 'Measure what users wait for and keep it fast release after release',
    category: 'web',
    duration: 45,
  },
  {
    title: 'Your First Installable Web App',
    description: 'Step by step guide to a web app people can install',
    category: 'web',
    duration: 30,
  },
  {
    title: 'Notebooks in the Cloud',
    description: 'From start to finish: explore data in hosted notebooks',
    category: 'cloud',
    duration: 60,
  },
  {
    title: 'Data Modelling in Cloud Firestore',
    description: 'Step by step guide to structuring documents and collections',
    category: 'firebase',
    duration: 90,
    step: 2,
  },
]

const STEPS: Array<[string, string]> = [
  ['Introduction', 'What this course covers and how it is organised'],
  ['Get the sample code', 'Where to find the starter project and how to open it'],
  ['Set up your project', 'Create the project and run it on your machine'],
  ['Install the command line tools', 'The tools you will use through the rest of the course'],
  ['Build and run the app', 'Build the first version, deploy it and open it'],
  ['The project structure', 'A tour of the folders and what lives where'],
  ['Your first feature', 'Write, run and check a small feature from end to end'],
  ['Welcome new users', 'Greet people the first time they sign in'],
  ['Working with images', 'Resize, crop and optimise the pictures users upload'],
  ['Notifications', 'Tell users when something new happens'],
  ['Congratulations!', 'Nice work, you have finished the course'],
]

/** One article shared by every step (as in the template), under the step's own heading. */
const stepContent = (title: string, subtitle: string) => `<h2>${title}</h2>
<p class="lead">${subtitle}. Read this step from top to bottom once, then come back to the parts you need while you work.</p>
<p>Every step of this course builds on the one before it. Keep the sample project open beside this page and try each
change yourself: reading code teaches less than <em>running</em> it. When something does not work as described, compare
your files with the <code>finished</code> folder of the sample code.</p>
<h3>What you will do</h3>
<ol>
  <li>Read the short explanation below.</li>
  <li>Make the change in your copy of the project.</li>
  <li>Run the app and check the result.</li>
</ol>
<blockquote><p>Take your time. Small, tested steps are faster than big leaps you have to debug later.</p></blockquote>
<h3>A closer look</h3>
<p>Most of the work happens in a handful of files. Open <code>src/main.ts</code> first: it is where the app starts and
where every later step plugs in its part.</p>
<pre><code>export function start(app) {
  app.mount('#root')
}</code></pre>
<p>Things to keep in mind:</p>
<ul>
  <li>Save often and keep the development server running.</li>
  <li>Read error messages to the end: the cause is usually on the last line.</li>
  <li>Commit your work at the end of every step.</li>
</ul>
<p>When the app runs as described, you are ready for the next step.</p>`

function courseTranslations(title: string) {
  const other = COURSE_TRANSLATIONS[title]
  if (!other) return {}
  return {
    i18n: {
      es: { title: other.es[0], description: other.es[1] },
      tr: { title: other.tr[0], description: other.tr[1] },
    },
  }
}

function stepTranslations(title: string) {
  const other = STEP_TRANSLATIONS[title]
  if (!other) return {}
  const texts = (language: 'es' | 'tr') => {
    const [t, sub] = other[language]
    return { title: t, subtitle: sub, content: STEP_CONTENT[language](t, sub) }
  }
  return { i18n: { es: texts('es'), tr: texts('tr') } }
}

export const academySeeder: Seeder = {
  name: 'academy',
  tables: ['academyCategories', 'academyCourses', 'academySteps', 'academyProgress'],
  async run(db, { faker, now }) {
    // Other languages under `i18n` (src/shared/data-language.ts); the API answers the reader's.
    const categories: AcademyCategory[] = CATEGORIES.map((c) => {
      const other = CATEGORY_TITLES[c.slug]
      return {
        id: faker.string.uuid(),
        ...c,
        ...(other ? { i18n: { es: { title: other.es }, tr: { title: other.tr } } } : {}),
      }
    })
    const courses: CourseRow[] = COURSES.map((c, seq) => ({
      id: faker.string.uuid(),
      seq,
      title: c.title,
      slug: c.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
      description: c.description,
      category: c.category,
      duration: c.duration,
      totalSteps: TOTAL_STEPS,
      contentUpdatedAt: faker.date.past({ years: 1, refDate: now }).toISOString(),
      featured: c.featured ?? false,
      ...courseTranslations(c.title),
    }))
    const steps: StepRow[] = STEPS.map(([title, subtitle], order) => ({
      id: faker.string.uuid(),
      order,
      title,
      subtitle,
      content: stepContent(title, subtitle),
      ...stepTranslations(title),
    }))
    const progress: ProgressRow[] = COURSES.flatMap((c, i) =>
      c.step || c.done
        ? [
            {
              id: faker.string.uuid(),
              userId: DEMO_USER_ID,
              courseId: courses[i]!.id,
              currentStep: c.step ?? 0,
              completed: c.done ?? 0,
            },
          ]
        : [],
    )
    await seedRows(db, 'academyCategories', categories)
    await seedRows(db, 'academyCourses', courses)
    await seedRows(db, 'academySteps', steps)
    await seedRows(db, 'academyProgress', progress)
  },
}
