import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';

export const PRODUCT_NAME = 'Client Portal';

export const ProductMark = () => (
  <Box
    component={RouterLink}
    to="/"
    sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 64, color: 'primary.main', textDecoration: 'none' }}
  >
    <LocalHospitalOutlined aria-hidden />
    <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
      {PRODUCT_NAME}
    </Typography>
  </Box>
);
