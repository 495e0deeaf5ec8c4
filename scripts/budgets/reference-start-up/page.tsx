import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** A fixed page of the site's kind: a form of MUI fields and a list of cards. */
const cards = Array.from({ length: 24 }, (_, index) => ({
  id: index,
  title: `Service ${index + 1}`,
  text: `What the firm does for its clients, item ${index + 1}: plans, builds and support.`,
}));

export function ReferencePage() {
  return (
    <Container maxWidth="sm">
      <Typography variant="h1" sx={{ fontSize: 32, my: 2 }}>
        A fixed page
      </Typography>
      <Box component="form" sx={{ display: 'grid', gap: 2 }}>
        <TextField label="Full Name" />
        <TextField label="Email" type="email" />
        <TextField label="Phone" />
        <TextField label="Message" multiline minRows={4} />
        <Button variant="contained" type="submit">
          Send
        </Button>
      </Box>
      {cards.map((card) => (
        <Card key={card.id} sx={{ my: 1 }}>
          <CardContent>
            <Typography variant="h6">{card.title}</Typography>
            <Typography variant="body2">{card.text}</Typography>
          </CardContent>
        </Card>
      ))}
    </Container>
  );
}
