import exploreOutlinedIcon from '@material-design-icons/svg/outlined/explore.svg?no-inline';
import accountTreeOutlinedIcon from '@material-design-icons/svg/outlined/account_tree.svg?no-inline';
import storefrontOutlinedIcon from '@material-design-icons/svg/outlined/storefront.svg?no-inline';
import settingsSuggestOutlinedIcon from '@material-design-icons/svg/outlined/settings_suggest.svg?no-inline';
import cloudSyncOutlinedIcon from '@material-design-icons/svg/outlined/cloud_sync.svg?no-inline';
import insightsOutlinedIcon from '@material-design-icons/svg/outlined/insights.svg?no-inline';
import diversity3OutlinedIcon from '@material-design-icons/svg/outlined/diversity_3.svg?no-inline';
import schoolOutlinedIcon from '@material-design-icons/svg/outlined/school.svg?no-inline';
import loopOutlinedIcon from '@material-design-icons/svg/outlined/loop.svg?no-inline';
import filterAltOutlinedIcon from '@material-design-icons/svg/outlined/filter_alt.svg?no-inline';
import psychologyAltOutlinedIcon from '@material-design-icons/svg/outlined/psychology_alt.svg?no-inline';
import emojiEventsOutlinedIcon from '@material-design-icons/svg/outlined/emoji_events.svg?no-inline';
import stairsOutlinedIcon from '@material-design-icons/svg/outlined/stairs.svg?no-inline';
import handshakeOutlinedIcon from '@material-design-icons/svg/outlined/handshake.svg?no-inline';
import publicIcon from '@material-design-icons/svg/filled/public.svg?no-inline';
import monitorHeartOutlinedIcon from '@material-design-icons/svg/outlined/monitor_heart.svg?no-inline';
import layersOutlinedIcon from '@material-design-icons/svg/outlined/layers.svg?no-inline';
import { paths } from '@/config/paths';
import type { ServiceContent } from '../types';

export const transformationService = {
  slug: 'transformation',
  seo: {
    title: 'Digital Transformation: Strategy, Processes and Digital Channels',
    description:
      'Digital transformation from Lagos: strategy, process automation, digital channels and change management, delivered in measured steps across 150+ transformations.',
    keywords: [
      'digital transformation Nigeria',
      'business process automation',
      'digital strategy Lagos',
      'change management',
      'agile transformation',
      'customer experience',
      'digital transformation Africa',
    ],
  },
  hero: {
    eyebrow: 'DIGITAL TRANSFORMATION',
    title: 'Change how your business works, one measured step at a time',
    lead: 'We help you rethink processes, launch digital channels and bring your people along, in phases that show results early and keep risk low.',
    tags: [
      'Digital strategy',
      'Process automation',
      'Digital channels',
      'Change management',
      'Agile delivery',
    ],
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Start the Conversation',
      to: paths.contact.getHref(),
      variant: 'secondary',
    },
  },
  stats: [
    { value: '150+', label: 'Transformations delivered' },
    { value: '98%', label: 'Client success rate' },
    { value: '8', label: 'Transformation services' },
    { value: '3', label: 'Delivery approaches' },
  ],
  offerings: {
    headline: {
      eyebrow: 'WHAT WE DO',
      title: 'Eight transformation services',
      subtitle: 'Each badge shows where the service usually fits in a transformation journey.',
    },
    items: [
      {
        title: 'Digital strategy',
        badge: 'Start here',
        description:
          'Where digital can change your business model, costs and customer experience, and in what order.',
        icon: exploreOutlinedIcon,
        features: ['Maturity assessment', 'Vision and target state', 'Prioritised roadmap'],
      },
      {
        title: 'Process redesign',
        badge: 'Foundation',
        description:
          'Your key processes mapped, simplified and redesigned before any technology is chosen.',
        icon: accountTreeOutlinedIcon,
        features: ['Process mapping', 'Bottleneck analysis', 'Future-state design'],
      },
      {
        title: 'Digital channels',
        badge: 'Customer-facing',
        description:
          'Web, mobile, USSD and WhatsApp channels that let customers serve themselves, any time.',
        icon: storefrontOutlinedIcon,
        features: [
          'Self-service portals and apps',
          'USSD and WhatsApp journeys',
          'Digital onboarding',
        ],
      },
      {
        title: 'Intelligent automation',
        badge: 'Quick win',
        description:
          'Repetitive, rules-based work handed to software robots and AI, so staff focus on customers.',
        icon: settingsSuggestOutlinedIcon,
        features: ['Robotic process automation', 'AI document processing', 'Workflow automation'],
      },
      {
        title: 'Core system modernisation',
        badge: 'Foundation',
        description:
          'Ageing core systems replaced or moved to the cloud without disrupting daily business.',
        icon: cloudSyncOutlinedIcon,
        features: ['ERP and core platform upgrades', 'Cloud migration', 'Data migration'],
      },
      {
        title: 'Data-driven decisions',
        badge: 'Scale',
        description:
          'Dashboards and analytics that show leaders how the transformation is performing.',
        icon: insightsOutlinedIcon,
        features: ['Transformation KPIs', 'Executive dashboards', 'Benefits tracking'],
      },
      {
        title: 'Change management',
        badge: 'People',
        description: 'Communication, training and support so people adopt the new ways of working.',
        icon: diversity3OutlinedIcon,
        features: ['Stakeholder engagement', 'Change champions network', 'Adoption measurement'],
      },
      {
        title: 'Digital skills and training',
        badge: 'People',
        description:
          'Practical training that builds your team’s confidence with new tools and methods.',
        icon: schoolOutlinedIcon,
        features: ['Role-based training', 'Agile coaching', 'Train-the-trainer programmes'],
      },
    ],
  },
  sections: [
    {
      kind: 'process',
      id: 'transformation-process',
      headline: {
        eyebrow: 'HOW WE DELIVER',
        title: 'Our four-step transformation process',
        subtitle: 'Each step ends with a decision point, so you invest as results come in.',
      },
      steps: [
        {
          title: 'Assess',
          description:
            'We measure where you are today: processes, systems, skills and customer experience.',
          details: ['Digital maturity assessment', 'Customer journey review', 'Quick-win list'],
        },
        {
          title: 'Design',
          description:
            'We design the target state and a roadmap of phases, each with a business case.',
          details: ['Target operating model', 'Phased roadmap', 'Business cases'],
        },
        {
          title: 'Deliver',
          description:
            'We deliver in short phases, launching improvements early and learning from each one.',
          details: ['Agile delivery teams', 'Pilot, then scale', 'Regular steering reviews'],
        },
        {
          title: 'Sustain',
          description:
            'We embed the change, track benefits and hand over the skills to keep improving.',
          details: ['Benefits tracking', 'Capability building', 'Continuous improvement'],
        },
      ],
    },
    {
      kind: 'offerings',
      id: 'approaches',
      headline: {
        eyebrow: 'OUR APPROACHES',
        title: 'Three approaches, used where each fits',
        subtitle:
          'We do not force one method on every problem. We combine them to suit your goals and culture.',
      },
      items: [
        {
          title: 'Agile',
          description:
            'Small teams deliver working improvements every few weeks and adjust based on real feedback.',
          icon: loopOutlinedIcon,
          features: [
            'Short delivery cycles',
            'Regular demos to stakeholders',
            'Priorities reviewed each cycle',
          ],
        },
        {
          title: 'Lean',
          description:
            'We remove waste, delays and hand-offs from processes before automating what is left.',
          icon: filterAltOutlinedIcon,
          features: [
            'Value-stream mapping',
            'Waste and delay removal',
            'Measured process improvements',
          ],
        },
        {
          title: 'Design thinking',
          description:
            'We start with the people who use a service, test ideas with them and build what they value.',
          icon: psychologyAltOutlinedIcon,
          features: [
            'User research and interviews',
            'Rapid prototyping',
            'Testing with real users',
          ],
        },
      ],
    },
    {
      kind: 'reasons',
      id: 'why-choose-us',
      headline: { eyebrow: 'WHY CHOOSE US', title: 'Six reasons to transform with us' },
      items: [
        {
          title: 'Experience at scale',
          description: '150+ transformations delivered, with a 98% client success rate.',
          icon: emojiEventsOutlinedIcon,
        },
        {
          title: 'Measured steps',
          description:
            'Phased delivery with decision points, so you never bet the business on one big launch.',
          icon: stairsOutlinedIcon,
        },
        {
          title: 'People first',
          description: 'Change management and training are part of every engagement, not an extra.',
          icon: handshakeOutlinedIcon,
        },
        {
          title: 'Local understanding',
          description: 'We design for African customers, regulators, networks and payment habits.',
          icon: publicIcon,
        },
        {
          title: 'Technology to match',
          description:
            'Cloud, software, data, AI and security under one roof, so strategy turns into working systems.',
          icon: layersOutlinedIcon,
        },
        {
          title: 'Results tracked',
          description:
            'We agree the benefits at the start and report on them until they are delivered.',
          icon: monitorHeartOutlinedIcon,
        },
      ],
    },
  ],
  cta: {
    title: 'Where should your transformation start?',
    text: 'Book a consultation. We will help you find the first step that shows results quickly and builds support for the rest.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies ServiceContent;
