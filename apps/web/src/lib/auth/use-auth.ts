import { useContext } from 'react';
import { AuthContext, type AuthValue } from './auth-context';

export const useAuth = (): AuthValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
};
