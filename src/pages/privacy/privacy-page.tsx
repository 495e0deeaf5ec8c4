import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionButton } from '@/components/action-button';
import { HrefButton } from '@/components/link-button';
import { PageWithHero } from '@/components/sections/page-with-hero';
import { topLevelBreadcrumb } from '@/components/seo/structured-data';
import { paths } from '@/config/paths';
import { privacyContent, type PrivacyBlock } from '@/content/privacy';
import { layout } from '@/theme/primitives';

function headingId(sectionId: string) {
  return `${sectionId}-title`;
}

function Block({ block }: { block: PrivacyBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Typography>{block.text}</Typography>;
    case 'list':
      return (
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {block.items.map((item) => (
            <li key={item.term ?? item.text}>
              <Typography component="span">
                {item.term && <strong>{item.term}: </strong>}
                {item.text}
              </Typography>
            </li>
          ))}
        </Box>
      );
    case 'address':
      return (
        <Box
          component="address"
          sx={{ fontStyle: 'normal', borderLeft: 4, borderColor: 'divider', pl: 2 }}
        >
          <Typography sx={{ fontWeight: 650 }}>{block.name}</Typography>
          {block.lines.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
          <Link href={`mailto:${block.email}`}>{block.email}</Link>
        </Box>
      );
    case 'links':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {block.links.map((action) =>
            'href' in action && action.href.startsWith('mailto:') ? (
              // A mail link opens the visitor's mail app, not a new tab.
              <HrefButton key={action.label} variant="outlined" href={action.href}>
                {action.label}
              </HrefButton>
            ) : (
              <ActionButton key={action.label} action={action} />
            ),
          )}
        </Stack>
      );
  }
}

/** /privacy: the privacy notice, rendered from typed content built from the site's config. */
export function PrivacyPage() {
  const { seo, hero, lastUpdated, sections } = privacyContent;
  return (
    <PageWithHero
      seo={seo}
      path={paths.privacy.path}
      jsonLd={[topLevelBreadcrumb(seo.title, paths.privacy.path)]}
      hero={hero}
    >
      <Container sx={{ py: { xs: 6, md: 10 } }}>
        <Box sx={{ maxWidth: layout.readableWidth, mx: 'auto', display: 'grid', gap: 6 }}>
          <Typography color="text.secondary">Last updated: {lastUpdated}</Typography>
          <Box component="nav" aria-labelledby="privacy-contents-title">
            <Typography id="privacy-contents-title" component="h2" variant="h5" sx={{ mb: 1 }}>
              On this page
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
              {sections.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`}>{section.title}</Link>
                </li>
              ))}
            </Box>
          </Box>
          {sections.map((section) => (
            <Box
              component="section"
              key={section.id}
              id={section.id}
              aria-labelledby={headingId(section.id)}
              tabIndex={-1}
              sx={{ display: 'grid', gap: 2, scrollMarginTop: 80, '&:focus': { outline: 'none' } }}
            >
              <Typography id={headingId(section.id)} component="h2" variant="h3">
                {section.title}
              </Typography>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </Box>
          ))}
        </Box>
      </Container>
    </PageWithHero>
  );
}
